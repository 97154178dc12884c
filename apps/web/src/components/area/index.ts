export { AreaLinkage, type AreaLinkageProps, type AreaLinkageType } from './area-linkage';
export { AREA_ROOT, areaChildren, areaPath, areaText, areaTree, type AreaData, type AreaOption } from './area-data';
