// dayjs in Chinese, loaded with the first module that reads or writes a date (not with the shell)
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export default dayjs;
export type { Dayjs } from 'dayjs';
