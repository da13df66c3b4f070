// Importing the package defines <stack-sign-in>, <stack-sign-up>, <stack-user-button> and the rest.
import 'stack-elements';
import { createApp } from 'vue';
import App from './App.vue';
import './app.css';

createApp(App).mount('#app');
