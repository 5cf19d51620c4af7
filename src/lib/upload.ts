// The one way files are stored (seed 1 §7.2): the upload call answers data.filePath, the value later
// payloads carry.
import { api } from './http';

export async function uploadFile(file: File): Promise<string> {
  const data = await api.huploadFile({ file });
  return data.filePath;
}
