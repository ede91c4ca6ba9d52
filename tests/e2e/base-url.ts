/** The port and address the e2e server listens on (E2E_PORT lets two runs share a machine). */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
