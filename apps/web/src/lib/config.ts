/** The product's name, shown after every page title ('Kezdőlap | Kontor'). A brand, not translated. */
export const PRODUCT_NAME = 'Kontor';

/**
 * The legacy application context path (000 §1). The REST API lives under `{contextPath}/rest`;
 * the server's CONTEXT_PATH must match the value the SPA was built with (VITE_CONTEXT_PATH).
 */
export const CONTEXT_PATH: string = import.meta.env.VITE_CONTEXT_PATH ?? '/kontor';
export const REST_BASE = `${CONTEXT_PATH}/rest`;

/** The Index page: where the app root, a finished login and the home icon lead. */
export const INDEX_PATH = '/app';
export const LOGIN_PATH = '/login';
