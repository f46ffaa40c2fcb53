// Page (/page): three swipeable pages in a horizontal scroll-snap container with a page
// indicator ("page N of 3"). Moves by touch swipe (native scrolling), mouse/pen drag, horizontal
// wheel (deltaX; one page per gesture), arrow keys, the indicator, and Previous/Next buttons.

import { h } from '../dom.js';
import { pageIndicator } from '../pageindicator.js';

export const PAGE_COUNT = 3;
const SWIPE_THRESHOLD = 40;  // px of drag to turn the page
const WHEEL_THRESHOLD = 20;  // px of horizontal wheel to turn the page
const GESTURE_GAP_MS = 200;  // wheel events further apart than this start a new gesture

// Kept while the app runs, like a page view controller inside its tab.
let savedIndex = 0;

export default {
  id: 'page',
  title: 'Page',
  headerTestID: 'PageHeader',
  showNavBar: true,
  profileButton: true,
  tab: 'page',

  render(root) {
    let index = savedIndex;
    let pendingTarget = null;
    let pendingTimer = null;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const pages = Array.from({ length: PAGE_COUNT }, (_, i) => h('section', {
      class: `page page-${i + 1}`,
      testid: `Page-${i + 1}`,
      'aria-roledescription': 'page',
      'aria-label': `Page ${i + 1}`,
    },
      h('h2', { testid: `PageTitle-${i + 1}`, text: `Page ${i + 1}` }),
      h('p', { class: 'label', text: i < PAGE_COUNT - 1 ? 'Swipe left for the next page' : 'This is the last page' }),
    ));
    const pager = h('div', { class: 'pager', testid: 'PageScrollView', role: 'region', 'aria-label': 'Pages', tabindex: '0' }, pages);

    const indicator = pageIndicator({ testid: 'PageIndicator', count: PAGE_COUNT, index, onSelect: (i) => goTo(i) });
    const previous = h('button', { type: 'button', class: 'button small secondary', testid: 'PreviousPageButton', text: 'Previous', 'aria-label': 'Previous page', onclick: () => goTo(index - 1) });
    const next = h('button', { type: 'button', class: 'button small secondary', testid: 'NextPageButton', text: 'Next', 'aria-label': 'Next page', onclick: () => goTo(index + 1) });

    function show(newIndex) {
      index = Math.max(0, Math.min(PAGE_COUNT - 1, newIndex));
      savedIndex = index;
      indicator.set(index);
      previous.disabled = index === 0;
      next.disabled = index === PAGE_COUNT - 1;
      pages.forEach((page, i) => page.setAttribute('aria-hidden', i === index ? 'false' : 'true'));
      pager.dataset.page = String(index + 1);
    }

    function goTo(target, { smooth = !reducedMotion } = {}) {
      const clamped = Math.max(0, Math.min(PAGE_COUNT - 1, target));
      pendingTarget = clamped;
      clearTimeout(pendingTimer);
      pendingTimer = setTimeout(() => { pendingTarget = null; syncFromScroll(); }, 1200);
      show(clamped);
      pager.scrollTo({ left: clamped * pager.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
    }

    function syncFromScroll() {
      const width = pager.clientWidth || 1;
      if (pendingTarget !== null) {
        if (Math.abs(pager.scrollLeft - pendingTarget * width) < 2) {
          pendingTarget = null;
          clearTimeout(pendingTimer);
        } else {
          return; // a programmatic move is on its way: keep showing its target
        }
      }
      const current = Math.round(pager.scrollLeft / width);
      if (current !== index) show(current);
    }
    pager.addEventListener('scroll', syncFromScroll, { passive: true });

    // Mouse/pen drag.
    let drag = null;
    pager.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      drag = { x: event.clientX, startIndex: index, startScroll: pager.scrollLeft, id: event.pointerId };
      pager.setPointerCapture?.(event.pointerId);
      pager.classList.add('dragging');
    });
    pager.addEventListener('pointermove', (event) => {
      if (!drag || event.pointerId !== drag.id) return;
      pager.scrollLeft = drag.startScroll - (event.clientX - drag.x);
    });
    const endDrag = (event) => {
      if (!drag || event.pointerId !== drag.id) return;
      const dx = event.clientX - drag.x;
      const start = drag.startIndex;
      drag = null;
      pager.classList.remove('dragging');
      if (dx <= -SWIPE_THRESHOLD) goTo(start + 1);
      else if (dx >= SWIPE_THRESHOLD) goTo(start - 1);
      else goTo(start);
    };
    pager.addEventListener('pointerup', endDrag);
    pager.addEventListener('pointercancel', endDrag);

    // Touch: the browser scrolls and snaps natively; settle on the swiped-to page in case the
    // native fling didn't get there (synthetic touches can be very short).
    let touch = null;
    pager.addEventListener('touchstart', (event) => {
      if (event.touches.length !== 1) return;
      touch = { x: event.touches[0].clientX, y: event.touches[0].clientY, startIndex: index };
    }, { passive: true });
    pager.addEventListener('touchend', (event) => {
      if (!touch || !event.changedTouches.length) return;
      const dx = event.changedTouches[0].clientX - touch.x;
      const dy = event.changedTouches[0].clientY - touch.y;
      const start = touch.startIndex;
      touch = null;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      goTo(dx < 0 ? start + 1 : start - 1);
    });

    // Horizontal wheel / trackpad: one page per gesture.
    let lastWheel = 0;
    let wheelDelta = 0;
    let turnedThisGesture = false;
    pager.addEventListener('wheel', (event) => {
      const scale = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? pager.clientWidth : 1;
      const dx = (event.shiftKey && !event.deltaX ? event.deltaY : event.deltaX) * scale;
      const dy = event.shiftKey ? 0 : event.deltaY * scale;
      if (Math.abs(dx) <= Math.abs(dy)) return; // vertical: not ours
      event.preventDefault();
      const now = performance.now();
      if (now - lastWheel > GESTURE_GAP_MS) {
        wheelDelta = 0;
        turnedThisGesture = false;
      }
      lastWheel = now;
      if (turnedThisGesture) return;
      wheelDelta += dx;
      if (Math.abs(wheelDelta) >= WHEEL_THRESHOLD) {
        turnedThisGesture = true;
        goTo(index + (wheelDelta > 0 ? 1 : -1));
      }
    }, { passive: false });

    pager.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight') { event.preventDefault(); goTo(index + 1); }
      if (event.key === 'ArrowLeft') { event.preventDefault(); goTo(index - 1); }
    });

    const onResize = () => { pager.scrollLeft = index * pager.clientWidth; };
    window.addEventListener('resize', onResize);

    root.append(h('div', { class: 'page-screen', testid: 'PageView' },
      pager,
      h('div', { class: 'pager-controls' }, previous, indicator.element, next),
    ));
    show(index);
    // Lay out first, then jump (no animation) to the remembered page.
    requestAnimationFrame(() => { pager.scrollLeft = index * pager.clientWidth; });

    return () => {
      clearTimeout(pendingTimer);
      window.removeEventListener('resize', onResize);
    };
  },
};
