/**
 * Browser entry of the Theme Studio (studio.html): a client-rendered app of its own, never part of the
 * storefront's bundle, composed here by its own root (studio-root.ts).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { composeStudio } from '../composition/studio-root';
import { StudioApp } from './studio-app';
import { StudioPortsContext } from './studio-ports-context';
import './studio.css';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <StudioPortsContext.Provider value={composeStudio()}>
      <StudioApp />
    </StudioPortsContext.Provider>
  </StrictMode>,
);
