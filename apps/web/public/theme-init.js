// Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts) so the page never
// flashes the wrong theme. It must agree with src/lib/theme.ts: key 'ui-theme', values light | dark | system,
// 'system' following the operating system. Without a saved choice: the owner's default colour scheme, which the
// server writes on <html> (this text stays constant: the CSP allows it by its hash), else light.
(function () {
  var root = document.documentElement;
  var preference = root.getAttribute('data-default-color-scheme');
  if (preference !== 'dark' && preference !== 'system') preference = 'light';
  try {
    var stored = window.localStorage.getItem('ui-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    // Storage blocked: keep the default.
  }
  var scheme = preference;
  if (preference === 'system') {
    scheme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.style.colorScheme = scheme;
})();
