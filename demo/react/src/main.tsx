// Importing the package defines <stack-sign-in>, <stack-sign-up>, <stack-user-button> and the rest.
import 'stack-elements';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
