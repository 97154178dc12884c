import type { ResourceDef } from '../resource.ts';
import { positionResource } from './position.ts';

export { positionResource };

/** Every generic resource; the server registers routes for each, the generic API test walks each. */
export const RESOURCES: ResourceDef[] = [positionResource];
