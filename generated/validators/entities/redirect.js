// DO NOT EDIT: generated from schemas/entities/redirect.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"Redirect","description":"A back-office user's redirect (issue 22): a site path to another path or an absolute URL, 301 (moved) or 302 (for now), applied before a page renders.","type":"object","properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"from":{"$ref":"../common/site-path.schema.json"},"to":{"$ref":"../common/redirect-target.schema.json"},"status":{"type":"integer","enum":[301,302]},"createdAt":{"type":"string","format":"date-time"},"updatedAt":{"type":"string","format":"date-time"}},"required":["id","from","to","status","createdAt","updatedAt"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/redirect.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"SitePath","description":"A path of the site as visitors ask for it (issue 22): a slash first, no query, fragment, space or control character; at most 512 characters (longer ones are bots' junk, never recorded).","type":"string","minLength":1,"maxLength":512,"pattern":"^/[^\\s?#\\u0000-\\u001f\\u007f]*$","$id":"https://schemas.vitrina.local/common/site-path.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RedirectTarget","description":"Where a redirect sends (issue 22): a path of the site (a slash first, not two) or an absolute http(s) URL; a query is kept as written.","type":"string","minLength":1,"maxLength":2048,"pattern":"^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$","$id":"https://schemas.vitrina.local/common/redirect-target.schema.json"};
const func0 = __cjs(__m1).default;
const pattern0 = new RegExp("^/[^\\s?#\\u0000-\\u001f\\u007f]*$", "u");
const pattern1 = new RegExp("^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$", "u");
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/redirect.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.from === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.to === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.createdAt === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.updatedAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "from")) || (key0 === "to")) || (key0 === "status")) || (key0 === "createdAt")) || (key0 === "updatedAt"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.from !== undefined){
let data1 = data.from;
if(typeof data1 === "string"){
if(func0(data1) > 512){
const err10 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data1) < 1){
const err11 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/pattern",keyword:"pattern",params:{pattern: "^/[^\\s?#\\u0000-\\u001f\\u007f]*$"},message:"must match pattern \""+"^/[^\\s?#\\u0000-\\u001f\\u007f]*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.to !== undefined){
let data2 = data.to;
if(typeof data2 === "string"){
if(func0(data2) > 2048){
const err14 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func0(data2) < 1){
const err15 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern1.test(data2)){
const err16 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/pattern",keyword:"pattern",params:{pattern: "^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$"},message:"must match pattern \""+"^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err18 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!((data3 === 301) || (data3 === 302))){
const err19 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data4 = data.createdAt;
if(typeof data4 === "string"){
if(!(formats0.validate(data4))){
const err20 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data5 = data.updatedAt;
if(typeof data5 === "string"){
if(!(formats0.validate(data5))){
const err22 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

