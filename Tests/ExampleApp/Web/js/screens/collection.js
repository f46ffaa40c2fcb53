// Collection (/collection): 50 cells in a grid and a refresh control.
// Refresh: the "Refresh" button, or pull down at the top: wheel up (deltaY < 0) in a gesture that
// starts with the content scrolled to the top, or a mouse/touch drag down of 60px from the top.

import { h, svg } from '../dom.js';
import { icons } from '../icons.js';

export const CELL_COUNT = 50;
const COLUMNS = 3;
const PULL_THRESHOLD = 60;     // px of drag to refresh
const WHEEL_THRESHOLD = 10;    // px of upward wheel at the top to refresh
const GESTURE_GAP_MS = 250;    // wheel events further apart than this start a new gesture

// Kept while the app runs (like the tab's view controller), reset by a reload.
let refreshCount = 0;

const colors = ['#ff6b6b', '#f7a541', '#f4d35e', '#5cc689', '#45b7d1', '#5b8def', '#a06cd5', '#ef6fa9'];

export default {
  id: 'collection',
  title: 'Collection',
  headerTestID: 'CollectionHeader',
  showNavBar: true,
  profileButton: true,
  tab: 'collection',

  render(root, { content }) {
    let refreshTimer = null;

    const lastRefreshed = h('p', { class: 'label', testid: 'LastRefreshed', 'aria-live': 'polite', text: `Last refreshed: ${refreshCount}` });
    const indicator = h('div', { class: 'refresh-indicator', testid: 'RefreshIndicator', 'aria-hidden': 'true' }, svg(icons.refresh));
    const selection = h('p', { class: 'label secondary', testid: 'SelectedCell', 'aria-live': 'polite', text: 'No cell selected' });

    function refresh() {
      refreshCount += 1;
      lastRefreshed.textContent = `Last refreshed: ${refreshCount}`;
      indicator.classList.add('visible', 'refreshing');
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => indicator.classList.remove('visible', 'refreshing'), 600);
    }

    const grid = h('div', { class: 'collection', role: 'grid', testid: 'CollectionView', 'aria-label': 'Collection', 'aria-rowcount': String(Math.ceil(CELL_COUNT / COLUMNS)), 'aria-colcount': String(COLUMNS) });
    let row = null;
    for (let n = 1; n <= CELL_COUNT; n++) {
      if ((n - 1) % COLUMNS === 0) {
        row = h('div', { role: 'row', 'aria-rowindex': String(Math.floor((n - 1) / COLUMNS) + 1) });
        grid.append(row);
      }
      row.append(h('div', {
        role: 'gridcell',
        class: 'collection-cell',
        testid: `Cell-${n}`,
        'aria-selected': 'false',
        tabindex: n === 1 ? '0' : '-1',
        style: { background: colors[(n - 1) % colors.length] },
        text: `Cell ${n}`,
      }));
    }
    grid.addEventListener('click', (event) => {
      const cell = event.target.closest('[role="gridcell"]');
      if (!cell) return;
      for (const other of grid.querySelectorAll('[aria-selected="true"]')) other.setAttribute('aria-selected', 'false');
      cell.setAttribute('aria-selected', 'true');
      selection.textContent = `Selected: ${cell.textContent}`;
    });

    root.append(h('div', { class: 'screen flush', testid: 'CollectionScreen' },
      indicator,
      h('div', { class: 'collection-toolbar' },
        lastRefreshed,
        h('button', { type: 'button', class: 'button small secondary', testid: 'RefreshButton', text: 'Refresh', onclick: refresh }),
      ),
      h('div', { class: 'collection-toolbar' }, selection),
      grid,
    ));

    // ---- Pull to refresh ----
    const atTop = () => content.scrollTop <= 0;

    // Wheel: a gesture is a run of wheel events less than GESTURE_GAP_MS apart.
    let lastWheel = 0;
    let gestureStartedAtTop = false;
    let pulled = 0;
    let refreshedThisGesture = false;
    function onWheel(event) {
      const now = performance.now();
      if (now - lastWheel > GESTURE_GAP_MS) {
        gestureStartedAtTop = atTop();
        pulled = 0;
        refreshedThisGesture = false;
      }
      lastWheel = now;
      if (!gestureStartedAtTop || refreshedThisGesture || !atTop()) return;
      const deltaY = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      if (deltaY < 0) {
        pulled += -deltaY;
        if (pulled >= WHEEL_THRESHOLD) {
          refreshedThisGesture = true;
          refresh();
        }
      }
    }

    // Mouse / pen drag (pointer events) and touch drag (touch events: the browser may take
    // over pointer events for panning).
    let dragStartY = null;
    function startDrag(y) { dragStartY = atTop() ? y : null; }
    function moveDrag(y) {
      if (dragStartY === null) return;
      const distance = y - dragStartY;
      indicator.classList.toggle('visible', distance > 12);
    }
    function endDrag(y) {
      if (dragStartY === null) return;
      const distance = y - dragStartY;
      dragStartY = null;
      if (distance >= PULL_THRESHOLD && atTop()) refresh();
      else if (!indicator.classList.contains('refreshing')) indicator.classList.remove('visible');
    }
    const onPointerDown = (e) => { if (e.pointerType !== 'touch' && e.button === 0) startDrag(e.clientY); };
    const onPointerMove = (e) => { if (e.pointerType !== 'touch') moveDrag(e.clientY); };
    const onPointerUp = (e) => { if (e.pointerType !== 'touch') endDrag(e.clientY); };
    const onTouchStart = (e) => { if (e.touches.length === 1) startDrag(e.touches[0].clientY); };
    const onTouchMove = (e) => { if (e.touches.length === 1) moveDrag(e.touches[0].clientY); };
    const onTouchEnd = (e) => { if (e.changedTouches.length) endDrag(e.changedTouches[0].clientY); };
    const onCancel = () => { dragStartY = null; };

    content.addEventListener('wheel', onWheel, { passive: true });
    content.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    content.addEventListener('touchstart', onTouchStart, { passive: true });
    content.addEventListener('touchmove', onTouchMove, { passive: true });
    content.addEventListener('touchend', onTouchEnd);
    content.addEventListener('touchcancel', onCancel);

    return () => {
      clearTimeout(refreshTimer);
      content.removeEventListener('wheel', onWheel);
      content.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      content.removeEventListener('touchstart', onTouchStart);
      content.removeEventListener('touchmove', onTouchMove);
      content.removeEventListener('touchend', onTouchEnd);
      content.removeEventListener('touchcancel', onCancel);
    };
  },
};
