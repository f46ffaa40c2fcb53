// Other elements (/other): one of every control, alerts/sheets/native dialogs, lifecycle labels,
// and enough content that the last label ("Bottom of other") needs scrolling to.

import { h } from '../dom.js';
import { showAlert, showSheet } from '../dialogs.js';
import { lifecycle, countText } from '../lifecycle.js';
import { pageIndicator } from '../pageindicator.js';

const STEPPER_MIN = 0;
const STEPPER_MAX = 10;
const SEGMENTS = ['First', 'Second', 'Third'];
const PICKER_OPTIONS = ['Red', 'Green', 'Blue', 'Yellow', 'Purple'];
const INITIAL_DATE = '2020-01-01';

function group(title, ...rows) {
  return [
    h('h2', { class: 'group-title', text: title }),
    h('div', { class: 'group' }, rows),
  ];
}

function row(...children) {
  return h('div', { class: 'row' }, children);
}

function stackRow(...children) {
  return h('div', { class: 'row stack' }, children);
}

export default {
  id: 'other',
  title: 'Other elements',
  headerTestID: 'OtherHeader',
  showNavBar: true,
  profileButton: true,
  tab: 'other',

  render(root) {
    // Example label & button
    let taps = 0;
    const tapLabel = h('span', { class: 'value', testid: 'ExampleButtonTapCount', 'aria-live': 'polite', text: 'Tapped 0 times' });
    const exampleButton = h('button', {
      type: 'button', class: 'button small', testid: 'ExampleButton', text: 'Example button',
      onclick: () => { taps += 1; tapLabel.textContent = `Tapped ${taps} ${taps === 1 ? 'time' : 'times'}`; },
    });

    // Switch
    const switchLabel = h('span', { class: 'value', testid: 'SwitchLabel', 'aria-live': 'polite', text: 'Switch is off' });
    const toggle = h('input', { type: 'checkbox', role: 'switch', class: 'switch', id: 'other-switch', testid: 'Switch' });
    toggle.addEventListener('change', () => { switchLabel.textContent = `Switch is ${toggle.checked ? 'on' : 'off'}`; });

    // Slider
    const sliderValue = h('span', { class: 'value', testid: 'SliderValue', 'aria-live': 'polite' });
    const slider = h('input', { type: 'range', class: 'slider', id: 'other-slider', testid: 'Slider', min: '0', max: '1', step: '0.01', value: '0.5' });
    const showSlider = () => { sliderValue.textContent = `Slider value: ${Number(slider.value).toFixed(2)}`; };
    slider.addEventListener('input', showSlider);
    slider.addEventListener('change', showSlider);
    showSlider();

    // Stepper
    let stepperValue = 0;
    const stepperLabel = h('span', { class: 'value', testid: 'StepperValue', 'aria-live': 'polite', text: '0' });
    const decrement = h('button', { type: 'button', 'aria-label': 'Decrement', testid: 'StepperDecrement', text: '−' });
    const increment = h('button', { type: 'button', 'aria-label': 'Increment', testid: 'StepperIncrement', text: '+' });
    const showStepper = () => {
      stepperLabel.textContent = String(stepperValue);
      decrement.disabled = stepperValue <= STEPPER_MIN;
      increment.disabled = stepperValue >= STEPPER_MAX;
    };
    decrement.addEventListener('click', () => { stepperValue = Math.max(STEPPER_MIN, stepperValue - 1); showStepper(); });
    increment.addEventListener('click', () => { stepperValue = Math.min(STEPPER_MAX, stepperValue + 1); showStepper(); });
    showStepper();
    const stepper = h('div', { class: 'stepper', role: 'group', 'aria-roledescription': 'stepper', 'aria-label': 'Stepper', testid: 'Stepper' }, decrement, increment);

    // Segmented control
    const segmentedValue = h('span', { class: 'value', testid: 'SegmentedValue', 'aria-live': 'polite' });
    const segments = SEGMENTS.map((title) => h('button', { type: 'button', role: 'radio', testid: `Segmented-${title}`, text: title }));
    const selectSegment = (index, focus = false) => {
      segments.forEach((segment, i) => {
        segment.setAttribute('aria-checked', i === index ? 'true' : 'false');
        segment.tabIndex = i === index ? 0 : -1;
      });
      segmentedValue.textContent = `Selected segment: ${SEGMENTS[index]}`;
      if (focus) segments[index].focus();
    };
    segments.forEach((segment, i) => {
      segment.addEventListener('click', () => selectSegment(i));
      segment.addEventListener('keydown', (event) => {
        if (event.key === 'ArrowRight') { event.preventDefault(); selectSegment((i + 1) % SEGMENTS.length, true); }
        if (event.key === 'ArrowLeft') { event.preventDefault(); selectSegment((i + SEGMENTS.length - 1) % SEGMENTS.length, true); }
      });
    });
    selectSegment(0);
    const segmented = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': 'Segmented control', testid: 'Segmented' }, segments);

    // Picker
    const pickerValue = h('span', { class: 'value', testid: 'PickerValue', 'aria-live': 'polite', text: `Picked: ${PICKER_OPTIONS[0]}` });
    const picker = h('select', { class: 'select', id: 'other-picker', testid: 'Picker' },
      PICKER_OPTIONS.map((option) => h('option', { value: option, text: option })));
    picker.addEventListener('change', () => { pickerValue.textContent = `Picked: ${picker.value}`; });

    // Date picker
    const dateValue = h('span', { class: 'value', testid: 'DatePickerValue', 'aria-live': 'polite', text: `Date: ${INITIAL_DATE}` });
    const datePicker = h('input', { type: 'date', class: 'input', id: 'other-date', testid: 'DatePicker', value: INITIAL_DATE });
    const showDate = () => { dateValue.textContent = `Date: ${datePicker.value || 'none'}`; };
    datePicker.addEventListener('input', showDate);
    datePicker.addEventListener('change', showDate);

    // Text entry
    const textFieldValue = h('span', { class: 'value', testid: 'TextFieldValue', 'aria-live': 'polite', text: 'Text: ' });
    const textField = h('input', { type: 'text', class: 'input', id: 'other-textfield', testid: 'TextField', placeholder: 'Type here', autocomplete: 'off' });
    textField.addEventListener('input', () => { textFieldValue.textContent = `Text: ${textField.value}`; });
    const secureValue = h('span', { class: 'value', testid: 'SecureFieldValue', 'aria-live': 'polite', text: 'Characters: 0' });
    const secureField = h('input', { type: 'password', class: 'input', id: 'other-securefield', testid: 'SecureField', placeholder: 'Password', autocomplete: 'new-password' });
    secureField.addEventListener('input', () => { secureValue.textContent = `Characters: ${secureField.value.length}`; });
    const textView = h('textarea', { class: 'textarea', id: 'other-textview', testid: 'TextView', rows: '4' });

    // Page indicator
    const indicator = pageIndicator({ testid: 'OtherPageIndicator', count: 3 });

    // Alerts and sheets
    const alertResult = h('span', { class: 'value', testid: 'AlertResult', 'aria-live': 'polite', text: 'Alert result: none' });
    const sheetResult = h('span', { class: 'value', testid: 'SheetResult', 'aria-live': 'polite', text: 'Sheet result: none' });
    const nativeAlertResult = h('span', { class: 'value', testid: 'NativeAlertResult', 'aria-live': 'polite', text: 'Native alert: not shown' });
    const confirmResult = h('span', { class: 'value', testid: 'ConfirmResult', 'aria-live': 'polite', text: 'Confirm result: none' });
    const promptResult = h('span', { class: 'value', testid: 'PromptResult', 'aria-live': 'polite', text: 'Prompt result: none' });

    const showAlertButton = h('button', {
      type: 'button', class: 'button small', testid: 'ShowAlertButton', text: 'Show alert',
      onclick: async () => {
        const choice = await showAlert({
          title: 'Alert title',
          message: 'Alert message',
          buttons: [{ title: 'Cancel', style: 'cancel' }, { title: 'OK' }],
        });
        if (choice) alertResult.textContent = `Alert result: ${choice}`;
      },
    });
    const showSheetButton = h('button', {
      type: 'button', class: 'button small', testid: 'ShowSheetButton', text: 'Show sheet',
      onclick: async () => {
        const choice = await showSheet({
          title: 'Sheet title',
          message: 'Sheet message',
          actions: [{ title: 'Delete', style: 'destructive' }, { title: 'Cancel', style: 'cancel' }],
        });
        if (choice) sheetResult.textContent = `Sheet result: ${choice}`;
      },
    });
    const nativeAlertButton = h('button', {
      type: 'button', class: 'button small secondary', testid: 'ShowNativeAlertButton', text: 'Show native alert',
      onclick: () => {
        // A real browser dialog (blocks until dismissed): WebDriver handles it with the
        // user-prompt commands.
        window.alert('Native alert');
        nativeAlertResult.textContent = 'Native alert: dismissed';
      },
    });
    const nativeConfirmButton = h('button', {
      type: 'button', class: 'button small secondary', testid: 'ShowNativeConfirmButton', text: 'Show native confirm',
      onclick: () => {
        const ok = window.confirm('Native confirm');
        confirmResult.textContent = `Confirm result: ${ok ? 'OK' : 'Cancel'}`;
      },
    });
    const nativePromptButton = h('button', {
      type: 'button', class: 'button small secondary', testid: 'ShowNativePromptButton', text: 'Show native prompt',
      onclick: () => {
        const text = window.prompt('Native prompt', '');
        promptResult.textContent = text === null ? 'Prompt result: cancelled' : `Prompt result: ${text}`;
      },
    });

    const { state: appState } = lifecycle();

    const filler = [
      'This screen has one of everything, like the Other elements screen of the iOS example app.',
      'Keep scrolling: the last label on this screen is only reachable by scrolling down.',
      'Switches, sliders, steppers, segmented controls, pickers, date pickers, text fields, secure text fields and text views all live above.',
      'Alerts are in-page dialogs with the alertdialog role; action sheets are dialogs with a Cancel button; native alerts are the browser\'s own.',
      'Backgrounding the app (hiding the page) is counted by the lifecycle labels.',
      'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.',
      'Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.',
      'Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.',
      'Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.',
      'Sed ut perspiciatis unde omnis iste natus error sit voluptatem accusantium doloremque laudantium.',
      'Nemo enim ipsam voluptatem quia voluptas sit aspernatur aut odit aut fugit, sed quia consequuntur magni dolores.',
      'Neque porro quisquam est, qui dolorem ipsum quia dolor sit amet, consectetur, adipisci velit.',
    ];

    root.append(h('div', { class: 'screen', testid: 'OtherScreen' },
      group('Basics',
        row(h('span', { class: 'label', testid: 'ExampleLabel', text: 'Example label' })),
        row(exampleButton, tapLabel),
      ),
      group('Switch',
        row(h('label', { for: 'other-switch', text: 'Switch' }), toggle),
        row(switchLabel),
      ),
      group('Slider',
        row(h('label', { class: 'visually-hidden', for: 'other-slider', text: 'Slider' }), slider),
        row(sliderValue),
      ),
      group('Stepper',
        row(h('span', { class: 'stepper-caption' }, 'Value: ', stepperLabel), stepper),
      ),
      group('Segmented control',
        row(segmented),
        row(segmentedValue),
      ),
      group('Picker',
        stackRow(h('label', { class: 'visually-hidden', for: 'other-picker', text: 'Picker' }), picker),
        row(pickerValue),
      ),
      group('Date picker',
        stackRow(h('label', { class: 'visually-hidden', for: 'other-date', text: 'Date picker' }), datePicker),
        row(dateValue),
      ),
      h('form', { testid: 'TextForm', 'aria-label': 'Text entry', onsubmit: (event) => event.preventDefault() }, group('Text',
        stackRow(h('label', { class: 'visually-hidden', for: 'other-textfield', text: 'Text field' }), textField),
        row(textFieldValue),
        stackRow(h('label', { class: 'visually-hidden', for: 'other-securefield', text: 'Secure field' }), secureField),
        row(secureValue),
        stackRow(h('label', { class: 'visually-hidden', for: 'other-textview', text: 'Text view' }), textView),
      )),
      group('Page indicator',
        h('div', { class: 'row', style: { justifyContent: 'center' } }, indicator.element),
      ),
      group('Image',
        stackRow(h('img', { class: 'image', src: '/images/object.svg', alt: 'image of random object', testid: 'Image', width: '240', height: '160' })),
      ),
      group('Alerts',
        row(showAlertButton, alertResult),
        row(showSheetButton, sheetResult),
        row(nativeAlertButton, nativeAlertResult),
        row(nativeConfirmButton, confirmResult),
        row(nativePromptButton, promptResult),
      ),
      group('Lifecycle',
        row(h('span', { text: 'App state' }), h('span', { class: 'value', testid: 'AppState', dataset: { lifecycle: 'state' }, 'aria-live': 'polite', text: appState })),
        row(h('span', { text: 'Lifecycle' }), h('span', { class: 'value', testid: 'BackgroundCount', dataset: { lifecycle: 'count' }, 'aria-live': 'polite', text: countText() })),
      ),
      h('h2', { class: 'group-title', text: 'More' }),
      h('div', { class: 'filler', testid: 'Filler' }, filler.map((text) => h('p', { text }))),
      h('p', { class: 'label bottom-label', testid: 'BottomLabel', text: 'Bottom of other' }),
    ));
  },
};
