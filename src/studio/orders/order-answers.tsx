/** The shopper's answers to the store's checkout questions; a file answer downloads with the owner token. */
import type { BackOfficeApi, OwnerOrder } from '../../application/ports/back-office-api.port';
import { card } from '../back-office/card';
import { useDownload } from '../back-office/use-download';

export function OrderAnswers({ api, order }: { api: BackOfficeApi; order: OwnerOrder }) {
  const { problem, download } = useDownload();
  if (order.customFields.length === 0 && order.files.length === 0) return null;
  return (
    <section aria-labelledby="answers-heading" className={card}>
      <h3 id="answers-heading" className="mb-2 font-semibold">
        Answers
      </h3>
      <dl className="flex flex-col gap-1 text-sm">
        {order.customFields.map((field) => (
          <div key={field.fieldName}>
            <dt className="text-xs text-gray-600">{field.fieldName}</dt>
            <dd>{Array.isArray(field.value) ? field.value.join(', ') : field.value}</dd>
          </div>
        ))}
      </dl>
      {order.files.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {order.files.map((file) => (
            <li key={file.fileID}>
              <button
                type="button"
                className="text-blue-700 underline"
                onClick={() => void download(() => api.orderFile(order.orderID, file.fileID), file.fileName)}
              >
                Download {file.fileName}
              </button>{' '}
              <span className="text-xs text-gray-600">
                ({file.fieldName}, {Math.ceil(file.size / 1024)} KB)
              </span>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
