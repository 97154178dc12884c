/**
 * Answer shapes of the food-traceability routes (docs/foodtrace-api.md). Times are `YYYY-MM-DD HH:mm:ss` in
 * the server's zone, dates `YYYY-MM-DD`, quantities numbers (decimal(18,4) in the database).
 */
import type { CodeStatus, LotKind, LotStatus } from './codes.ts';

/** A lot with what is left of it (GET /foodtrace/lot/detail). */
export interface LotDetail {
  id: string;
  lotNo: string;
  lotKind: LotKind;
  itemName: string;
  status: LotStatus;
  quantity: number;
  consumedQty: number;
  shippedQty: number;
  available: number;
  unit: string;
  producedTime: string | null;
  expiryDate: string | null;
  hasChildren: boolean;
  codeCount: number;
}

// ---- trace (GET /foodtrace/trace/backward | forward) ----

export type TraceNodeType = 'lot' | 'supplier' | 'process' | 'inspection' | 'shipment' | 'customer' | 'codes';

export interface TraceNode {
  /** `<type>:<record id>`, e.g. `lot:0190…`; unique within one answer. */
  id: string;
  type: TraceNodeType;
  label: string;
  /** The record's fields for the side panel (see docs/foodtrace-api.md for each type). */
  data: Record<string, unknown>;
}

/** input: input lot → output lot; supplied: supplier → raw lot; produced: run → output lot; inspected: lot → inspection;
 * shipped: lot → shipment; delivered: shipment → customer; coded: lot → its codes. */
export type TraceEdgeType = 'input' | 'supplied' | 'produced' | 'inspected' | 'shipped' | 'delivered' | 'coded';

export interface TraceEdge {
  from: string;
  to: string;
  type: TraceEdgeType;
  /** e.g. the quantity of an input or a shipment line, with its unit. */
  label?: string;
}

export interface TraceEvent {
  time: string;
  type: 'intake' | 'process' | 'inspection' | 'shipment' | 'codes' | 'recall';
  title: string;
  lotNo: string | null;
  nodeId: string;
}

export interface TraceLot {
  id: string;
  lotNo: string;
  lotKind: LotKind;
  status: LotStatus;
  itemName: string;
  /** Steps from the seed lot (0 = the seed); the shortest path when a lot is reached twice. */
  depth: number;
}

export interface TraceResult {
  direction: 'backward' | 'forward';
  seedLotIds: string[];
  lots: TraceLot[];
  nodes: TraceNode[];
  edges: TraceEdge[];
  /** Every dated event of the chain, oldest first. */
  timeline: TraceEvent[];
}

// ---- public trace page (GET /api/public/foodcode) ----

export interface PublicFoodCode {
  code: string;
  /** ACTIVE | VOID | RECALLED for a known code, UNKNOWN otherwise. */
  status: CodeStatus | 'UNKNOWN';
  /** The sentence shown first: authenticity, or why the code is not valid. */
  message: string;
  /** This scan's number (N of "第 N 次查询"); absent for unknown codes. */
  scanNo?: number;
  firstScanTime?: string;
  /** From the second scan on: repeated queries may mean a counterfeit (DOMAIN.md §3). */
  warning?: string;
  recall?: { message: string };
  product?: PublicProduct;
  lot?: { lotNo: string; productionDate: string | null; expiryDate: string | null };
  producer?: { name: string; licenseNo: string | null; region: string | null };
  materials?: PublicMaterial[];
  steps?: PublicStep[];
  inspections?: PublicInspection[];
  /** Provinces and cities the lot was shipped to (never a customer or an address). */
  shippedTo?: Array<{ province: string | null; city: string | null }>;
  ads?: PublicAd[];
}

export interface PublicProduct {
  name: string;
  brand: string | null;
  spec: string | null;
  image: string | null;
  productType: string | null;
  gtin: string | null;
  shelfLifeDays: number | null;
  storageCondition: string | null;
  execStandard: string | null;
  licenseNo: string | null;
  ingredients: string | null;
}

export interface PublicMaterial {
  name: string;
  origin: string | null;
  region: string | null;
  supplier: string | null;
  intakeDate: string | null;
}

export interface PublicStep {
  name: string;
  time: string | null;
  isCcp: boolean;
  result: string;
  params: Array<{ name: string; value: string; unit: string | null }>;
}

export interface PublicInspection {
  stage: string;
  result: string;
  agency: string | null;
  date: string | null;
  reportFile: string | null;
  items: Array<{ name: string; limit: string | null; value: string | null; unit: string | null; pass: boolean }>;
}

export interface PublicAd {
  id: string;
  title: string;
  image: string | null;
  linkUrl: string | null;
  content?: string | null;
}

// ---- dashboards (GET /foodtrace/dashboard/*) ----

export interface ActivityCounts {
  intakes: number;
  processRuns: number;
  inspectionsPassed: number;
  inspectionsFailed: number;
  shipments: number;
  scans: number;
}

export interface DashboardSummary {
  today: ActivityCounts;
  last7Days: ActivityCounts;
  last30Days: ActivityCounts;
  totals: { products: number; suppliers: number; customers: number; lots: number; codes: number; recalledLots: number; openSuggestions: number };
}

export interface DashboardTrend {
  /** YYYY-MM-DD, oldest first; every series has one value per day. */
  days: string[];
  series: ActivityCounts extends infer C ? { [K in keyof C]: number[] } : never;
}

export interface ProductTypeShare {
  productTypeId: string | null;
  name: string;
  products: number;
  lots: number;
  codes: number;
  scans: number;
}

export interface ProvinceShare {
  provinceCode: string;
  province: string;
  sellOrigins: number;
  shipments: number;
  scans: number;
}

export interface DashboardAlerts {
  /** Codes scanned at least `threshold` times in the window. */
  repeatedScans: Array<{ code: string; productName: string | null; lotNo: string | null; scans: number; lastScanTime: string }>;
  /** Scans of voided or unknown codes (a counterfeit sign). */
  invalidScans: Array<{ code: string; result: 'VOID' | 'UNKNOWN'; scans: number; lastScanTime: string }>;
  /** Scans from a province the code's lot was never shipped to (窜货). */
  diversions: Array<{ code: string; productName: string | null; lotNo: string | null; scanProvince: string | null; shippedProvinces: string[]; scanTime: string }>;
  windowDays: number;
  threshold: number;
}
