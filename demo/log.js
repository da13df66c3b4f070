// Prints every stack-* event that reaches document (type and the user's e-mail, or the selected team).
for (const type of ['stack-signed-in', 'stack-signed-out', 'stack-user-changed', 'stack-team-changed']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    let subject;
    if (type === 'stack-team-changed') {
      const team = event.detail ? event.detail.team : null;
      subject = team ? team.displayName : '(no team)';
    } else {
      const email = event.detail && event.detail.user ? event.detail.user.primaryEmail : null;
      subject = email ?? '(no user)';
    }
    item.textContent = `${new Date().toLocaleTimeString()} ${event.type} ${subject}`;
    document.getElementById('event-log').appendChild(item);
  });
}
