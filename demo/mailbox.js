// The demo's dev mailbox: lists what the emulator "sent" to an address with each message's links
// clickable. ?email= opens a mailbox directly. Read through the demo server (GET /mailbox-messages/{email},
// demo/serve.ts): the emulator's own /emulator/mailbox answers no page of another origin.
const form = document.getElementById('mailbox-form');
const input = document.getElementById('mailbox-email');
const status = document.getElementById('mailbox-status');
const list = document.getElementById('mailbox-messages');

const ENTITIES = { amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' };

function linksOf(mail) {
  // The hrefs are read from the HTML as text: a parsed document would apply the mail's inline styles,
  // which this page's Content Security Policy refuses (and reports).
  const hrefs = [...mail.html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1].replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e) => ENTITIES[e]));
  // Plain-text links too, for mails whose HTML has none.
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) hrefs.push(match[0]);
  return [...new Set(hrefs.filter((href) => /^https?:\/\//.test(href)))];
}

function render(mails) {
  list.replaceChildren();
  for (const mail of [...mails].reverse()) {
    const item = document.createElement('li');
    item.className = 'mailbox-message';
    const subject = document.createElement('h2');
    subject.textContent = mail.subject;
    const sent = document.createElement('p');
    sent.className = 'mailbox-sent';
    sent.textContent = `Sent ${new Date(mail.sent_at_millis).toLocaleString()}`;
    const body = document.createElement('pre');
    body.className = 'mailbox-text';
    body.textContent = mail.text;
    item.append(subject, sent, body);
    for (const href of linksOf(mail)) {
      const link = document.createElement('a');
      link.className = 'mailbox-link';
      link.href = href;
      link.textContent = href;
      const line = document.createElement('p');
      line.append(link);
      item.append(line);
    }
    list.append(item);
  }
}

async function open(email) {
  status.textContent = `Loading the mailbox of ${email}…`;
  try {
    const response = await fetch(`/mailbox-messages/${encodeURIComponent(email)}`);
    if (!response.ok) throw new Error(`the emulator answered ${response.status}`);
    const mails = await response.json();
    render(mails);
    status.textContent = mails.length === 0 ? `No messages for ${email} yet.` : `${mails.length} message(s) for ${email}, newest first.`;
  } catch (error) {
    list.replaceChildren();
    status.textContent = `Could not read the mailbox: ${error instanceof Error ? error.message : String(error)}.`;
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const email = input.value.trim();
  history.replaceState(null, '', `?email=${encodeURIComponent(email)}`);
  void open(email);
});

const initial = new URLSearchParams(location.search).get('email');
if (initial) {
  input.value = initial;
  void open(initial);
}
