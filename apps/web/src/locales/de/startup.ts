// The namespaces every page needs (src/i18n.ts STARTUP_NAMESPACES) in one file, fetched with one request.
export default import.meta.glob('./{common,auth,brand,cookie,cart}.json', { eager: true, import: 'default' });
