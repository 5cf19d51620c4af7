// generated from spec/texts.yaml by npm run generate — do not edit

/** The map texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const mapTexts = {
  pickTitle: '选择位置',
  viewTitle: '查看位置',
  searchPlaces: '搜索地点',
  searchResults: '搜索结果',
  picked: '已选：{address}',
  cancel: '取消',
  close: '关闭',
  confirm: '确定',
  offlineView: '地图服务暂不可用，以下为位置信息。',
  offlinePick: '地图服务暂不可用，请选择区县或手动填写地址与经纬度。',
  district: '区县',
  address: '详细地址',
  lng: '经度',
  lat: '纬度',
} as const;
