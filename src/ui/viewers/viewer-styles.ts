// Rules of the in-page view dialog (ViewerDialog.tsx), in the shadow root of the element that shows
// it. The dialog is as large as the screen allows; on a phone it fills the screen. Mol* draws into
// a positioned box of its own inside .pdb-viewer-canvas (its inline styles, set through the CSSOM,
// pass a strict Content-Security-Policy). The 1D viewer's 'LOADING n%' label gets the theme's
// colours (its own #CCC on white is too faint to read).
export const viewerStyles = `
.pdb-viewer-dialog{max-width:none;width:min(1100px,96vw);height:min(760px,92vh);overflow:hidden}
.pdb-viewer-dialog[open]{display:flex;flex-direction:column}
.pdb-viewer-dialog[data-kind=sequence]{height:fit-content}
.pdb-viewer-head{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:0 18px 0 0}
.pdb-viewer-head>.pdb-dialog-title{padding-bottom:10px}
.pdb-viewer-legend{display:flex;flex-wrap:wrap;gap:4px 18px;margin:0;padding:0 18px 10px;list-style:none;font-size:13px}
.pdb-viewer-legend>li{display:inline-flex;align-items:center;gap:6px}
.pdb-viewer-swatch{width:12px;height:12px;flex:none}
.pdb-viewer-body{position:relative;flex:1 1 auto;min-height:0;border-top:1px solid var(--_pdb-border-color);border-bottom:1px solid var(--_pdb-border-color)}
.pdb-viewer-canvas{position:absolute;inset:0}
.pdb-viewer-status{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;margin:0;padding:0 24px;text-align:center;color:var(--_pdb-muted-color);background:var(--_pdb-background)}
.pdb-viewer-failure{color:var(--_pdb-error-color)}
.pdb-viewer-actions{align-items:center;justify-content:space-between;padding-top:10px;padding-bottom:12px}
.pdb-viewer-hint{margin:0;font-size:13px;color:var(--_pdb-muted-color)}
.pdb-viewer-steps{display:flex;flex-wrap:wrap;gap:6px}
.pdb-viewer-alignment{flex:none;padding:8px 18px 0;font-size:13px}
.pdb-viewer-scores{display:flex;flex-wrap:wrap;gap:2px 22px;margin:0 0 6px}
.pdb-viewer-scores>div{display:flex;gap:6px}
.pdb-viewer-scores dt{font-weight:600}
.pdb-viewer-scores dd{margin:0}
.pdb-viewer-note{color:var(--_pdb-muted-color)}
.pdb-viewer-residues{margin:0;padding:6px 8px;max-height:5.5em;overflow:auto;font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--_pdb-surface);border:1px solid var(--_pdb-border-color);border-radius:4px}
.pdb-viewer-sequence{flex:0 1 auto;min-height:150px;overflow:auto;padding:10px 18px}
.pdb-viewer-sequence:focus-visible{outline:2px solid var(--_pdb-focus-color);outline-offset:-2px}
.pdb-viewer-sequence .pdb-viewer-status{position:static;padding:24px}
.pdb-viewer-board{min-height:110px}
.pdb-viewer-board .rowTrackBoardSatus{color:var(--_pdb-muted-color);background:var(--_pdb-background)}
.pdb-viewer-board .rowTrackBoardSatus>span{color:var(--_pdb-text-color)}
.pdb-viewer-shades{padding:0}
.pdb-viewer-residues:focus-visible{outline:2px solid var(--_pdb-focus-color);outline-offset:1px}
@media (max-width:500px){
.pdb-viewer-dialog,.pdb-viewer-dialog[data-kind]{width:100vw;height:100vh;max-height:none;border-radius:0}
.pdb-viewer-hint{display:none}
}
`;
