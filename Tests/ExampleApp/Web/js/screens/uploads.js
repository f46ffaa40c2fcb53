// Uploads (/uploads): file inputs for the upload API: a receipt (one file, a plain input with a
// label) and photos (several, behind a styled "Add photos" label around a hidden input, as many
// apps draw it). Every chosen file is listed with its size; the status counts the files and the
// change events the page saw.

import { h } from '../dom.js';

export default {
  id: 'uploads',
  title: 'Uploads',
  headerTestID: 'UploadsHeader',
  showNavBar: true,
  tab: null,

  render(root) {
    let changes = 0;
    const receipt = h('input', { type: 'file', id: 'receipt-input', testid: 'ReceiptInput', accept: '.pdf,.png,.jpg,.txt' });
    const photos = h('input', { type: 'file', testid: 'PhotosInput', multiple: true, accept: 'image/*', hidden: true });
    const list = h('ul', { class: 'table', role: 'list', 'aria-label': 'Chosen files', testid: 'ChosenFiles' });
    const status = h('p', { class: 'label secondary', testid: 'UploadStatus', role: 'status', text: 'No files chosen' });

    const draw = () => {
      const files = [...receipt.files, ...photos.files];
      list.replaceChildren(...files.map((file) => h('li', {
        role: 'listitem', class: 'cell', testid: `File-${file.name}`, text: `${file.name} (${file.size} bytes)`,
      })));
      const count = `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen`;
      status.textContent = `${count} · ${changes} ${changes === 1 ? 'change' : 'changes'}`;
    };
    for (const input of [receipt, photos]) {
      input.addEventListener('change', () => { changes += 1; draw(); });
    }

    root.append(h('div', { class: 'uploads', testid: 'UploadsScreen' },
      h('p', {}, h('label', { class: 'label', for: 'receipt-input' }, 'Receipt'), ' ', receipt),
      h('p', {}, h('label', { class: 'button secondary small', testid: 'AddPhotosButton' }, 'Add photos', photos)),
      list, status));
  },
};
