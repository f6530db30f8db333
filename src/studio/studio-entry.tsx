/** Browser entry of the Theme Studio (studio.html): a client-rendered app of its own, never part of the storefront's bundle. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app';
import './studio.css';

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
