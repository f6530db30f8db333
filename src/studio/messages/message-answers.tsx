/** Every answer of a message as the sender gave it; a file answer downloads with the owner token. */
import type { InboxApi, OwnerMessage } from '../../application/ports/owner-inbox-api.port';
import { card } from '../back-office/card';
import { useDownload } from '../back-office/use-download';

export function MessageAnswers({ api, message }: { api: InboxApi; message: OwnerMessage }) {
  const { problem, download } = useDownload();
  return (
    <section aria-label="Answers" className={card}>
      <dl className="flex flex-col gap-3 text-sm">
        {message.fields.map((field) => {
          const files = message.files.filter((file) => file.fieldName === field.fieldName);
          return (
            <div key={field.fieldName}>
              <dt className="text-xs text-gray-600">{field.fieldName}</dt>
              <dd className="whitespace-pre-wrap">
                {files.length > 0
                  ? files.map((file) => (
                      <button
                        key={file.fileID}
                        type="button"
                        className="text-blue-700 underline"
                        onClick={() => void download(() => api.messageFile(message.messageID, file.fileID), file.fileName)}
                      >
                        Download {file.fileName} ({Math.ceil(file.size / 1024)} KB)
                      </button>
                    ))
                  : (Array.isArray(field.value) ? field.value.join(', ') : field.value) || '—'}
              </dd>
            </div>
          );
        })}
      </dl>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
