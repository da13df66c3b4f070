// ?theme=dark or ?theme=light gives the demo page that background and declares its color-scheme (the
// elements' default theme follows the page); the choice holds for the tab, so redirects keep it.
// ?theme=page (or any other value) goes back to the page's own look. Loaded without defer: no flash.
(function () {
  var KEY = 'stack-demo-theme';
  var asked = new URLSearchParams(location.search).get('theme');
  var theme = asked;
  try {
    if (asked === 'dark' || asked === 'light') sessionStorage.setItem(KEY, asked);
    else if (asked !== null) sessionStorage.removeItem(KEY);
    else theme = sessionStorage.getItem(KEY);
  } catch (error) {
    // Storage may be off (privacy settings): the query alone still works.
  }
  if (theme === 'dark' || theme === 'light') document.documentElement.setAttribute('data-theme', theme);
})();
