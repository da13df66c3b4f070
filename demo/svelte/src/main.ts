// Importing the package defines <stack-sign-in>, <stack-sign-up>, <stack-user-button> and the rest.
import 'stack-elements';
import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

mount(App, { target: document.getElementById('app')! });
