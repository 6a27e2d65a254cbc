import { StrictMode } from 'react';
import { App } from './app/app.tsx';
import { mountApp } from './app/mount.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
mountApp(
  root,
  <StrictMode>
    <App />
  </StrictMode>,
);
