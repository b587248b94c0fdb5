// A Vue 3 app built with Vite; innkit comes from the loader tag in index.html.
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
