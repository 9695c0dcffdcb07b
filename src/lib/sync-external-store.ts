// react-i18next imports `use-sync-external-store/shim`, the hook's copy for React 17 and older; React 19
// has it (the shim itself hands React's own back when it exists). The build points that import here
// (vite.config.ts), so the start-up JS does not carry the copy.
export { useSyncExternalStore } from 'react';
