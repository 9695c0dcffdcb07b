// Where the mock and dev builds send their real-user monitoring beacons (VITE_RUM_URL in .env.mock and
// .env.development): the sandbox collects them (mocks/sandbox/console/rum-routes.ts); the Prism mock
// and the upstream watch take and drop them.
export const RUM_PATH = '/__sandbox/rum';
