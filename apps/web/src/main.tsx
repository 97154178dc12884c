import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { createAppRouter } from './app/router/router';
import { connectHttpSession } from './app/session/session-service';
import { installChunkReloadHandler } from './lib/chunk-load';
import './app/global.css';

installChunkReloadHandler();
connectHttpSession();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
