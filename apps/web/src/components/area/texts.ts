/** Texts of the area linkage; 'Bad type value' is the spec's own wording (§8 Area widget with an unknown type). */
export const AREA_TEXT = {
  badType: 'Bad type value',
  placeholder: '请选择省市区',
  province: '请选择省',
  city: '请选择市',
  district: '请选择区县',
} as const;
