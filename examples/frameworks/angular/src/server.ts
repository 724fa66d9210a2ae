import {
  AngularNodeAppEngine,
  createNodeRequestHandler,
  isMainModule,
  writeResponseToNodeResponse,
} from '@angular/ssr/node';
import express from 'express';
import { join } from 'node:path';

const app = express();
const angularApp = new AngularNodeAppEngine();

app.use(express.static(join(import.meta.dirname, '../browser'), { maxAge: '1y', index: false, redirect: false }));

// Every other request: Angular renders the page on the server.
app.use((request, response, next) => {
  angularApp
    .handle(request)
    .then((rendered) => (rendered ? writeResponseToNodeResponse(rendered, response) : next()))
    .catch(next);
});

if (isMainModule(import.meta.url)) {
  const port = Number(process.env['PORT'] ?? 4000);
  const host = process.env['HOST'] ?? 'localhost';
  app.listen(port, host, (error) => {
    if (error) throw error;
    console.log(`Listening on http://${host}:${port}`);
  });
}

// Used by the Angular CLI during the build (and by its dev server).
export const reqHandler = createNodeRequestHandler(app);
