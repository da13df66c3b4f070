// The console page opens the project and page named by ?project= and ?page= in its URL.
const params = new URLSearchParams(location.search);
const element = document.querySelector('stack-project-admin');
if (params.get('project')) element.setAttribute('project-id', params.get('project'));
if (params.get('page')) element.setAttribute('page', params.get('page'));
