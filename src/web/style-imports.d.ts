/** Stylesheets a library ships, imported for their side effect (vite bundles them with the chunk). */
declare module 'uplot/dist/uPlot.min.css';
