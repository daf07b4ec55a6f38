// A page script listening to the elements' events: a one-line status under the search bar.
const status = document.getElementById('search-status');
const context = document.querySelector('pdb-search-context');
const plural = (n, one, many) => (n === 1 ? one : many);
context?.addEventListener('pdb-results', (event) => {
  if (event.target !== context) return; // <pdb-results> announces the same search too
  const { totalCount } = event.detail;
  status.textContent =
    totalCount > 0
      ? `${totalCount.toLocaleString('en-US')} ${plural(totalCount, 'match', 'matches')} in the archive.`
      : '';
});
context?.addEventListener('pdb-error', () => {
  status.textContent = '';
});
