// Playlist (/playlist): tracks to reorder by dragging one onto another (HTML5 drag and drop),
// and "Hide played", which hides the tracks already played: they stay in the list, hidden, so
// counting rows with and without hidden ones differs.

import { h } from '../dom.js';

const TRACKS = [
  { title: 'Intro', played: true }, { title: 'Blue Sky', played: false }, { title: 'Night Drive', played: true },
  { title: 'Rain', played: false }, { title: 'Outro', played: false },
];

export default {
  id: 'playlist',
  title: 'Playlist',
  headerTestID: 'PlaylistHeader',
  showNavBar: true,
  tab: null,

  render(root) {
    const tracks = TRACKS.map((track) => ({ ...track }));
    let hidePlayed = false;
    let dragged = null;
    const list = h('ul', { class: 'table', role: 'list', 'aria-label': 'Playlist', testid: 'PlaylistTable' });
    const order = h('p', { class: 'label secondary', testid: 'PlaylistOrder', role: 'status' });

    const move = (from, to) => {
      const [track] = tracks.splice(from, 1);
      tracks.splice(to, 0, track);
      draw();
    };
    const draw = () => {
      list.replaceChildren(...tracks.map((track, index) => h('li', {
        role: 'listitem', class: 'cell', draggable: 'true', testid: `Track-${track.title}`,
        hidden: hidePlayed && track.played,
        ondragstart: (event) => { dragged = index; event.dataTransfer.setData('text/plain', track.title); },
        ondragover: (event) => event.preventDefault(),
        ondrop: (event) => {
          event.preventDefault();
          if (dragged !== null && dragged !== index) move(dragged, index);
          dragged = null;
        },
      }, track.played ? `${track.title} (played)` : track.title)));
      order.textContent = `Order: ${tracks.map((track) => track.title).join(', ')}`;
    };

    const toggle = h('input', {
      type: 'checkbox', testid: 'HidePlayed',
      onchange: (event) => { hidePlayed = event.target.checked; draw(); },
    });
    root.append(h('div', { class: 'playlist', testid: 'PlaylistScreen' },
      h('p', {}, h('label', { class: 'label' }, toggle, ' Hide played')), list, order));
    draw();
  },
};
