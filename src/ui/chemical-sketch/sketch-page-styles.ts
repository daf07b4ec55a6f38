// The sketch page's own rules (Ketcher brings its CSS as dist/sketch/ketcher.css). Ketcher fills
// the box it is given, so the page is a column whose middle row, the editor, takes the height left
// by the title and the controls; framed in the builder's dialog the editor is the whole page.
export const sketchPageStyles = `
html,body,#chemical-sketch{height:100%;margin:0}
.sketch-page{display:flex;flex-direction:column;height:100%;min-height:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:14px;color:#222;background:#fff}
.sketch-title{margin:0;padding:10px 16px;font-size:18px;font-weight:600}
.sketch-editor{position:relative;flex:1 1 auto;min-height:360px}
.embedded .sketch-editor{min-height:0}
.sketch-editor>[data-ketcher-editor],.sketch-editor>div:not(.sketch-loading){height:100%}
.sketch-loading{position:absolute;inset:0;z-index:5;display:flex;align-items:center;justify-content:center;margin:0;color:#555;background:#fff}
.sketch-controls{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 16px;padding:10px 16px 14px;border-top:1px solid #d0d7de}
.sketch-field{display:flex;flex-direction:column;gap:4px;font-size:13px;font-weight:600}
.sketch-field select{height:32px;min-width:12em;padding:0 6px;font:inherit;font-weight:400;border:1px solid #8c959f;border-radius:4px;background:#fff;color:#222}
.sketch-search{height:32px;padding:0 18px;font:inherit;font-weight:600;color:#fff;background:#325880;border:1px solid #325880;border-radius:4px;cursor:pointer}
.sketch-search:disabled{opacity:0.6;cursor:default}
.sketch-message{flex-basis:100%;margin:0;padding:4px 8px;color:#a4141b;background:#fdecec;border-radius:4px}
.embedded .sketch-message{position:absolute;left:8px;right:8px;bottom:8px;z-index:5}
:focus-visible{outline:2px solid #325880;outline-offset:2px}
@media (max-width:500px){.sketch-controls>.sketch-field{flex:1 1 100%}.sketch-field select{min-width:0;width:100%}}
`;
