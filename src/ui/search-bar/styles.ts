// The bar's own rules, after theme-core.ts's base styles. rcsb.org look: a wide input with a
// square blue search button, small links under it on the right, the menu as a card below the
// input (as wide as the whole bar). One rule per line without spaces: the lone bar has a tight
// size budget and minifiers leave template strings alone (so comments stay out of them too). On
// paper the results say what was searched: the bar is controls only.
export const searchBarStyles = `
:host{position:relative;z-index:var(--pdb-search-bar-z-index,5)}
.search-bar{width:100%}
.bar{display:flex;align-items:stretch;width:100%}
.field{position:relative;flex:1 1 auto;min-width:0}
input{display:block;width:100%;height:var(--pdb-search-bar-height,40px);margin:0;font:inherit;font-size:15px;padding:0 12px;color:var(--_pdb-text-color);background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-right:none;border-radius:var(--_pdb-radius) 0 0 var(--_pdb-radius);-webkit-appearance:none;appearance:none}
input::placeholder{color:#7b8594}
input:focus{border-color:var(--_pdb-accent)}
input[aria-invalid='true']{border-color:var(--_pdb-error-color)}
.submit{flex:0 0 auto;display:inline-flex;align-items:center;justify-content:center;width:var(--pdb-search-bar-height,40px);height:var(--pdb-search-bar-height,40px);padding:0;cursor:pointer;color:var(--_pdb-accent-contrast);background:var(--_pdb-accent);border:1px solid var(--_pdb-accent);border-radius:0 var(--_pdb-radius) var(--_pdb-radius) 0}
.submit:hover{background:var(--_pdb-accent-hover);border-color:var(--_pdb-accent-hover)}
input:focus-visible,.submit:focus-visible{outline:3px solid var(--_pdb-focus-color);outline-offset:0;position:relative;z-index:1}
.menu{position:absolute;left:0;right:calc(-1 * var(--pdb-search-bar-height,40px));top:calc(100% + 2px);z-index:10;max-height:min(60vh,440px);overflow-y:auto;overscroll-behavior:contain;background:var(--_pdb-background);border:1px solid var(--_pdb-border-color);border-radius:var(--_pdb-radius);box-shadow:0 8px 24px rgba(20,40,70,0.18);padding:4px 0}
.menu-header{padding:8px 12px 4px;font-size:11px;font-weight:700;letter-spacing:0.04em;text-transform:uppercase;color:var(--_pdb-muted-color);cursor:default}
.menu-group + .menu-group .menu-header{border-top:1px solid #e6ebf0;margin-top:4px}
.menu-option{display:flex;align-items:baseline;gap:12px;padding:6px 12px 6px 20px;cursor:pointer;font-size:14px;line-height:1.3}
.menu-label{flex:1 1 auto;min-width:0;overflow-wrap:anywhere}
.menu-option.action .menu-label{font-weight:600}
.menu-detail{display:block;font-size:12px;font-weight:400;color:var(--_pdb-muted-color)}
.menu-option.active .menu-detail{color:inherit}
.menu-count{flex:0 0 auto;font-size:12px;color:var(--_pdb-muted-color);background:var(--_pdb-surface);border-radius:10px;padding:0 7px}
.menu-option.active{background:var(--_pdb-accent);color:var(--_pdb-accent-contrast)}
.menu-option.active .menu-count{color:var(--_pdb-accent);background:var(--_pdb-accent-contrast)}
.below{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:4px 12px;margin-top:4px;min-height:20px;font-size:13px}
.links{margin-left:auto;white-space:nowrap}
.links a{color:var(--_pdb-link-color)}
.sep{color:var(--_pdb-border-color);margin:0 6px}
.dev-notice{display:inline-flex;align-items:center;gap:6px;margin:0;font-size:12px;color:var(--_pdb-warning-color)}
.dev-badge{font-size:10px;font-weight:700;padding:1px 5px;border-radius:3px;color:#fff;background:#8a5a00}
.link-button{padding:0 4px;border:none;background:none;cursor:pointer;font:inherit;color:var(--_pdb-link-color);text-decoration:underline}
.not-found{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 8px;margin:6px 0 0;padding:7px 12px;font-size:13px;border-radius:var(--_pdb-radius);background:var(--_pdb-surface);border:1px solid var(--_pdb-border-color);border-left:4px solid var(--_pdb-accent)}
.not-found .link-button{padding:0}
.input-error{margin:6px 0 0;padding:7px 12px;font-size:13px;border-radius:var(--_pdb-radius);color:var(--_pdb-error-color);background:var(--_pdb-error-background);border:1px solid currentColor;border-left-width:4px}
@media print{:host{display:none}}
`;
