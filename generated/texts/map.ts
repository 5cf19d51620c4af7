// generated from spec/texts.yaml by npm run generate — do not edit

// The map texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const pickTitle = '选择位置';
export const viewTitle = '查看位置';
export const searchPlaces = '搜索地点';
export const searchResults = '搜索结果';
export const picked = '已选：{address}';
export const cancel = '取消';
export const close = '关闭';
export const confirm = '确定';
export const offlineView = '地图服务暂不可用，以下为位置信息。';
export const offlinePick = '地图服务暂不可用，请选择区县或手动填写地址与经纬度。';
export const district = '区县';
export const address = '详细地址';
export const lng = '经度';
export const lat = '纬度';
