// The food-traceability screens read answers as every screen does (lib/http/call-result.ts).
export { callResult, queryResult } from '@/lib/http';
