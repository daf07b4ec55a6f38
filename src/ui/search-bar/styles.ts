export const searchBarStyles = `
:host {
  display: block;
  font-family: var(--pdb-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  --pdb-accent: #325880;
}
.bar { display: flex; gap: 0; max-width: 100%; }
input {
  flex: 1 1 auto; min-width: 0; font: inherit; font-size: 15px; padding: 8px 10px;
  border: 1px solid var(--pdb-border-color, #8a9bb0); border-right: none; border-radius: 4px 0 0 4px;
}
button {
  font: inherit; font-size: 15px; padding: 8px 16px; cursor: pointer; color: #fff;
  background: var(--pdb-accent); border: 1px solid var(--pdb-accent); border-radius: 0 4px 4px 0;
}
input:focus-visible, button:focus-visible { outline: 3px solid var(--pdb-focus-color, #f0a30a); outline-offset: 1px; }
`;
