// The account page opens the section named by ?section= in its URL, through the element's attribute.
const section = new URLSearchParams(location.search).get('section');
if (section) document.querySelector('stack-account-settings').setAttribute('section', section);
