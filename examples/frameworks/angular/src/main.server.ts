import { mergeApplicationConfig } from '@angular/core';
import { bootstrapApplication, type BootstrapContext } from '@angular/platform-browser';
import { provideServerRendering, RenderMode, withRoutes } from '@angular/ssr';
import { App, appConfig } from './app/app';

// Rendered on each request, as a shop renders the invoice it has just created (not prerendered at build time).
const serverConfig = mergeApplicationConfig(appConfig, {
  providers: [provideServerRendering(withRoutes([{ path: '**', renderMode: RenderMode.Server }]))],
});

export default (context: BootstrapContext) => bootstrapApplication(App, serverConfig, context);
