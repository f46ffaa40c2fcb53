// A page indicator (UIPageControl): role=group, aria-roledescription="page indicator",
// aria-valuetext and visible text "page N of M". Clicking its left third goes to the previous
// page, anywhere else (e.g. its centre) to the next one; arrow keys too.

import { h } from './dom.js';

export function pageIndicator({ testid, count, index = 0, label = 'Page indicator', onSelect }) {
  const dots = Array.from({ length: count }, () => h('span', { class: 'dot' }));
  const text = h('span', { class: 'indicator-text', testid: `${testid}Text` });
  const element = h('div', {
    class: 'page-indicator',
    role: 'group',
    'aria-roledescription': 'page indicator',
    'aria-label': label,
    testid,
    tabindex: '0',
  }, h('span', { class: 'dots', 'aria-hidden': 'true' }, dots), text);

  let current = -1;
  function set(newIndex) {
    const clamped = Math.max(0, Math.min(count - 1, newIndex));
    if (clamped === current) return;
    current = clamped;
    const value = `page ${current + 1} of ${count}`;
    dots.forEach((dot, i) => dot.classList.toggle('current', i === current));
    text.textContent = value;
    element.setAttribute('aria-valuetext', value);
    element.dataset.value = value;
    element.dataset.page = String(current + 1);
  }
  set(index);

  const select = (i) => {
    const clamped = Math.max(0, Math.min(count - 1, i));
    if (clamped === current) return;
    if (onSelect) onSelect(clamped);
    else set(clamped);
  };
  element.addEventListener('click', (event) => {
    const rect = element.getBoundingClientRect();
    // Left third: previous page; anywhere else (including a tap in the middle): next page.
    select(event.clientX < rect.left + rect.width / 3 ? current - 1 : current + 1);
  });
  element.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight') { event.preventDefault(); select(current + 1); }
    if (event.key === 'ArrowLeft') { event.preventDefault(); select(current - 1); }
  });

  return { element, set, get index() { return current; } };
}
