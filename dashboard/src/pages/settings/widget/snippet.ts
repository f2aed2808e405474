// The copy-paste code of docs/widget.md, filled in with this Wrapsmith's host and the shop's key.

export function embedSnippet(host: string, shopKey: string): string {
  return `<script>
  (function (w, d, s) {
    if (w.Wrapsmith) return;
    var q = (w.Wrapsmith = function () { q.q.push(arguments); });
    q.q = [];
    var t = d.createElement('script'); t.async = true; t.src = s;
    d.head.appendChild(t);
  })(window, document, '${host}/widget.js');
  Wrapsmith('init', { shopKey: '${shopKey}' });
</script>
<div data-wrapsmith-inline></div>          <!-- inline mode: the visualizer renders here -->
<button data-wrapsmith-open>Design your wrap</button>   <!-- popup mode: any element opens it -->`;
}

/** The one-tag alternative: a floating button that opens the visualizer. */
export function singleTagSnippet(host: string, shopKey: string): string {
  return `<script async src="${host}/widget.js" data-shop-key="${shopKey}" data-mode="floating"></script>`;
}
