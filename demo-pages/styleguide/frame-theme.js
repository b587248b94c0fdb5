// ?theme=lake|seaside|inn picks the theme's tokens for this frame.
// A file, not an inline script: the frame runs under the strict Content-Security-Policy.
(function () {
  var asked = new URLSearchParams(location.search).get('theme');
  var theme = ['lake', 'seaside', 'inn'].indexOf(asked) >= 0 ? asked : 'lake';
  var link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/innkit/themes/' + theme + '.css';
  document.head.appendChild(link);
  document.documentElement.dataset.theme = theme;
})();
