// Prints every stack-* event that reaches document (type and the user's e-mail).
for (const type of ['stack-signed-in', 'stack-signed-out', 'stack-user-changed']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    const email = event.detail && event.detail.user ? event.detail.user.primaryEmail : null;
    item.textContent = `${new Date().toLocaleTimeString()} ${event.type} ${email ?? '(no user)'}`;
    document.getElementById('event-log').appendChild(item);
  });
}
