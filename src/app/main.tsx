import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { syncSessionAcrossTabs } from './session/session-store';
import { syncThemeToDocument } from './theme/theme-store';

syncThemeToDocument();
syncSessionAcrossTabs();
// The programme's time zone, asked for after the first paint: the engine starts with the one kept.
void import('./settings/programme-time-zone').then((module) => module.syncProgrammeTimeZone());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
