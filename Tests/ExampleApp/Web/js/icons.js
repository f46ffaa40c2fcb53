// Constant SVG icon markup (decorative: always aria-hidden).

const stroke = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

export const icons = {
  back: `<svg viewBox="0 0 24 24" ${stroke}><path d="M15 5l-7 7 7 7"/></svg>`,
  chevron: `<svg viewBox="0 0 24 24" ${stroke} class="chevron"><path d="M9 5l7 7-7 7"/></svg>`,
  person: `<svg viewBox="0 0 24 24" ${stroke}><circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/></svg>`,
  table: `<svg viewBox="0 0 24 24" ${stroke}><path d="M8 6h13M8 12h13M8 18h13"/><circle cx="4" cy="6" r="1"/><circle cx="4" cy="12" r="1"/><circle cx="4" cy="18" r="1"/></svg>`,
  collection: `<svg viewBox="0 0 24 24" ${stroke}><rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="3" width="7" height="7" rx="1.5"/><rect x="3" y="14" width="7" height="7" rx="1.5"/><rect x="14" y="14" width="7" height="7" rx="1.5"/></svg>`,
  other: `<svg viewBox="0 0 24 24" ${stroke}><path d="M4 7h10M18 7h2M4 17h2M10 17h10"/><circle cx="16" cy="7" r="2"/><circle cx="8" cy="17" r="2"/></svg>`,
  page: `<svg viewBox="0 0 24 24" ${stroke}><rect x="6" y="3" width="12" height="18" rx="2"/><path d="M2 6v12M22 6v12"/></svg>`,
  faceID: `<svg viewBox="0 0 24 24" ${stroke}><path d="M3 8V5a2 2 0 012-2h3M16 3h3a2 2 0 012 2v3M21 16v3a2 2 0 01-2 2h-3M8 21H5a2 2 0 01-2-2v-3"/><path d="M9 9v1M15 9v1M12 9v4h-1M9 16c1.8 1.3 4.2 1.3 6 0"/></svg>`,
  lock: `<svg viewBox="0 0 24 24" ${stroke}><rect x="5" y="11" width="14" height="10" rx="2"/><path d="M8 11V7a4 4 0 018 0v4"/></svg>`,
  refresh: `<svg viewBox="0 0 24 24" ${stroke} class="spinner"><path d="M21 12a9 9 0 11-3-6.7L21 8"/><path d="M21 3v5h-5"/></svg>`,
};
