import ElementCore

/// Other elements (`/other`): one of every control, dialogs, lifecycle labels, and a label
/// at the bottom that only scrolling reaches.
struct OtherScreen: Screen {
    let title = Header(id: "OtherHeader", parent: navBar)
    var trait: Header { title }
    let view = View(id: "OtherScreen")
    let content = ScrollView(id: "Content")

    let exampleLabel = Label(id: "Example label")
    let exampleButton = Button(id: "ExampleButton")
    let tapCountLabel = Label(id: "ExampleButtonTapCount")

    let toggle = Switch(id: "Switch")
    let switchLabel = Label(id: "SwitchLabel")
    let slider = Slider(id: "Slider")
    let sliderLabel = Label(id: "SliderValue")
    let stepper = Stepper(id: "Stepper")
    let stepperLabel = Label(id: "StepperValue")
    let segmentedControl = SegmentedControl(id: "Segmented")
    let segmentedLabel = Label(id: "SegmentedValue")
    let picker = Picker(id: "Picker")
    let pickerLabel = Label(id: "PickerValue")
    let datePicker = DatePicker(id: "DatePicker")
    let datePickerLabel = Label(id: "DatePickerValue")

    let textField = TextField(id: "TextField")
    let textFieldLabel = Label(id: "TextFieldValue")
    let secureField = SecureTextField(id: "SecureField")
    let secureFieldLabel = Label(id: "SecureFieldValue")
    let textView = TextView(id: "TextView")

    let pageIndicator = PageIndicator(id: "OtherPageIndicator")
    let image = Image(id: "Image")

    let showAlertButton = Button(id: "Show alert")
    let alertResultLabel = Label(id: "AlertResult")
    let showSheetButton = Button(id: "Show sheet")
    let sheetResultLabel = Label(id: "SheetResult")
    let showNativeAlertButton = Button(id: "ShowNativeAlertButton")
    let nativeAlertResultLabel = Label(id: "NativeAlertResult")
    let showNativeConfirmButton = Button(id: "ShowNativeConfirmButton")
    let confirmResultLabel = Label(id: "ConfirmResult")

    let appStateLabel = Label(id: "AppState")
    let backgroundCountLabel = Label(id: "BackgroundCount")
    let bottomLabel = Label(id: "BottomLabel")
}

/// The in-page alert of the Other screen: "Alert title" / "Alert message", Cancel and OK.
let exampleAlert = Alert(id: "Alert title")
/// The action sheet of the Other screen: "Sheet title", Delete and Cancel.
let exampleSheet = Sheet(id: "Sheet title")
/// The browser's own `alert("Native alert")`.
let nativeAlert = Alert(id: "Native alert", dismissButtonID: "OK")
/// The browser's own `confirm("Native confirm")`.
let nativeConfirm = Alert(id: "Native confirm")

let otherScreen = OtherScreen()
