/**
 * 冷链 (GB 31605—2020《食品冷链物流卫生规范》): the 贮存条件 that keep a temperature, with the limits their
 * dictionary labels state (ft_storage_condition: 冷藏 2–6℃, 冷冻 ≤ -18℃). A product in one of them is loaded for
 * shipping only within its limits; a raw material is received with its temperature read, and one arriving
 * outside them is recorded as it came, and whoever inspects it is told (its lot's warnings, the trace report's
 * findings).
 */
export const COLD_CHAIN_LIMITS: Readonly<Record<string, { min?: number; max: number }>> = {
  CHILLED: { min: 2, max: 6 },
  FROZEN: { max: -18 },
};

/** Does this 贮存条件 keep a temperature? */
export const isColdChain = (condition: string | null | undefined): boolean => condition != null && condition in COLD_CHAIN_LIMITS;

/** Is a measured temperature (℃) outside what the 贮存条件 allows? Never for one that keeps none. */
export function outsideColdChain(condition: string | null | undefined, celsius: number): boolean {
  const limits = condition ? COLD_CHAIN_LIMITS[condition] : undefined;
  if (!limits) return false;
  return celsius > limits.max || (limits.min !== undefined && celsius < limits.min);
}

/** `4.5 ℃`: a reading as the records print it. */
export const celsiusText = (celsius: number): string => `${Number(celsius)} ℃`;

export const COLD_CHAIN_TEXT = {
  /** The shipment is refused: the product is loaded warm (or thawing). */
  loadRefused: (celsius: number, item: string, condition: string) =>
    `装车温度 ${celsiusText(celsius)} 超出“${item}”的贮存条件（${condition}），不能发货；请降温复测合格后再登记`,
  /** The shipment is refused: a cold-chain product goes without its loading temperature. */
  loadRequired: (item: string, condition: string) => `“${item}”须${condition}运输，请填写装车温度`,
  /** A finding of the trace report: a cold-chain shipment without its loading temperature (recorded before it was asked). */
  loadMissing: (shipmentNo: string, item: string) => `出库单 ${shipmentNo} 发运冷链产品“${item}”，未记录装车温度`,
  /** The intake is refused: a cold-chain raw material is taken in without its temperature read. */
  intakeRequired: (item: string, condition: string) => `“${item}”须${condition}贮存，请填写到货温度`,
  /** A raw lot's warning and finding: it arrived outside its material's 贮存条件. */
  intakeOutside: (lotNo: string, item: string, celsius: number, condition: string) =>
    `原料批次 ${lotNo}（${item}）到货温度 ${celsiusText(celsius)}，超出贮存条件（${condition}）`,
  /** A finding: a cold-chain raw material taken in without its arrival temperature (before that was asked). */
  intakeMissing: (lotNo: string, item: string) => `原料批次 ${lotNo}（${item}）为冷链原料，未记录到货温度`,
} as const;
