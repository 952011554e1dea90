// Runs before the first paint (a blocking script in <head>; the CSP forbids inline scripts) so the page never
// flashes the wrong theme. It must agree with src/lib/theme.ts: key 'ui-theme', values light | dark | system,
// default light, 'system' following the operating system.
(function () {
  var preference = 'light';
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
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  document.documentElement.style.colorScheme = scheme;
})();
