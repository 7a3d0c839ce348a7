// DO NOT EDIT: generated from schemas/entities/mail-attachment.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MailAttachment","description":"A file sent with a mail from the outbox, shown inline in the HTML by cid when it has one: base64 content, or a PDF417 barcode the worker draws when it sends (an order's HUB-3 payment slip).","oneOf":[{"type":"object","properties":{"filename":{"$ref":"#/$defs/filename"},"contentType":{"type":"string","minLength":1,"maxLength":100},"contentBase64":{"type":"string","minLength":1,"maxLength":10000000},"cid":{"$ref":"#/$defs/cid"}},"required":["filename","contentType","contentBase64"],"additionalProperties":false},{"type":"object","properties":{"filename":{"$ref":"#/$defs/filename"},"contentType":{"const":"image/png"},"pdf417":{"$ref":"./mail-attachment-pdf417.schema.json"},"cid":{"$ref":"#/$defs/cid"}},"required":["filename","contentType","pdf417"],"additionalProperties":false}],"$defs":{"filename":{"type":"string","minLength":1,"maxLength":200},"cid":{"type":"string","minLength":1,"maxLength":200}},"$id":"https://schemas.vitrina.local/entities/mail-attachment.schema.json"};
const schema1 = {"type":"string","minLength":1,"maxLength":200};
const schema2 = {"type":"string","minLength":1,"maxLength":200};
const schema4 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MailAttachmentPdf417","description":"A PDF417 barcode the mail worker draws as a PNG when it sends the mail (an order's HUB-3 payment slip), so placing the order does not wait for the drawing: the symbol's bytes, its error correction level, data columns and pixels a module.","type":"object","properties":{"bytesBase64":{"type":"string","minLength":1,"maxLength":2000},"eclevel":{"type":"integer","minimum":0,"maximum":8},"columns":{"type":"integer","minimum":1,"maximum":30},"scale":{"type":"integer","minimum":1,"maximum":8}},"required":["bytesBase64","eclevel","columns","scale"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/mail-attachment-pdf417.schema.json"};
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/mail-attachment.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.filename === undefined){
const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "filename"},message:"must have required property '"+"filename"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contentType === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "contentType"},message:"must have required property '"+"contentType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.contentBase64 === undefined){
const err2 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "contentBase64"},message:"must have required property '"+"contentBase64"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "filename") || (key0 === "contentType")) || (key0 === "contentBase64")) || (key0 === "cid"))){
const err3 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.filename !== undefined){
let data0 = data.filename;
if(typeof data0 === "string"){
if(func0(data0) > 200){
const err4 = {instancePath:instancePath+"/filename",schemaPath:"#/$defs/filename/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func0(data0) < 1){
const err5 = {instancePath:instancePath+"/filename",schemaPath:"#/$defs/filename/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/filename",schemaPath:"#/$defs/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.contentType !== undefined){
let data1 = data.contentType;
if(typeof data1 === "string"){
if(func0(data1) > 100){
const err7 = {instancePath:instancePath+"/contentType",schemaPath:"#/oneOf/0/properties/contentType/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/contentType",schemaPath:"#/oneOf/0/properties/contentType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/contentType",schemaPath:"#/oneOf/0/properties/contentType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.contentBase64 !== undefined){
let data2 = data.contentBase64;
if(typeof data2 === "string"){
if(func0(data2) > 10000000){
const err10 = {instancePath:instancePath+"/contentBase64",schemaPath:"#/oneOf/0/properties/contentBase64/maxLength",keyword:"maxLength",params:{limit: 10000000},message:"must NOT have more than 10000000 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func0(data2) < 1){
const err11 = {instancePath:instancePath+"/contentBase64",schemaPath:"#/oneOf/0/properties/contentBase64/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/contentBase64",schemaPath:"#/oneOf/0/properties/contentBase64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.cid !== undefined){
let data3 = data.cid;
if(typeof data3 === "string"){
if(func0(data3) > 200){
const err13 = {instancePath:instancePath+"/cid",schemaPath:"#/$defs/cid/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(func0(data3) < 1){
const err14 = {instancePath:instancePath+"/cid",schemaPath:"#/$defs/cid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/cid",schemaPath:"#/$defs/cid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.filename === undefined){
const err17 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "filename"},message:"must have required property '"+"filename"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.contentType === undefined){
const err18 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "contentType"},message:"must have required property '"+"contentType"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.pdf417 === undefined){
const err19 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "pdf417"},message:"must have required property '"+"pdf417"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data){
if(!((((key1 === "filename") || (key1 === "contentType")) || (key1 === "pdf417")) || (key1 === "cid"))){
const err20 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.filename !== undefined){
let data4 = data.filename;
if(typeof data4 === "string"){
if(func0(data4) > 200){
const err21 = {instancePath:instancePath+"/filename",schemaPath:"#/$defs/filename/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func0(data4) < 1){
const err22 = {instancePath:instancePath+"/filename",schemaPath:"#/$defs/filename/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/filename",schemaPath:"#/$defs/filename/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.contentType !== undefined){
if("image/png" !== data.contentType){
const err24 = {instancePath:instancePath+"/contentType",schemaPath:"#/oneOf/1/properties/contentType/const",keyword:"const",params:{allowedValue: "image/png"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.pdf417 !== undefined){
let data6 = data.pdf417;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.bytesBase64 === undefined){
const err25 = {instancePath:instancePath+"/pdf417",schemaPath:"./mail-attachment-pdf417.schema.json/required",keyword:"required",params:{missingProperty: "bytesBase64"},message:"must have required property '"+"bytesBase64"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data6.eclevel === undefined){
const err26 = {instancePath:instancePath+"/pdf417",schemaPath:"./mail-attachment-pdf417.schema.json/required",keyword:"required",params:{missingProperty: "eclevel"},message:"must have required property '"+"eclevel"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data6.columns === undefined){
const err27 = {instancePath:instancePath+"/pdf417",schemaPath:"./mail-attachment-pdf417.schema.json/required",keyword:"required",params:{missingProperty: "columns"},message:"must have required property '"+"columns"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data6.scale === undefined){
const err28 = {instancePath:instancePath+"/pdf417",schemaPath:"./mail-attachment-pdf417.schema.json/required",keyword:"required",params:{missingProperty: "scale"},message:"must have required property '"+"scale"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key2 in data6){
if(!((((key2 === "bytesBase64") || (key2 === "eclevel")) || (key2 === "columns")) || (key2 === "scale"))){
const err29 = {instancePath:instancePath+"/pdf417",schemaPath:"./mail-attachment-pdf417.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data6.bytesBase64 !== undefined){
let data7 = data6.bytesBase64;
if(typeof data7 === "string"){
if(func0(data7) > 2000){
const err30 = {instancePath:instancePath+"/pdf417/bytesBase64",schemaPath:"./mail-attachment-pdf417.schema.json/properties/bytesBase64/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func0(data7) < 1){
const err31 = {instancePath:instancePath+"/pdf417/bytesBase64",schemaPath:"./mail-attachment-pdf417.schema.json/properties/bytesBase64/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/pdf417/bytesBase64",schemaPath:"./mail-attachment-pdf417.schema.json/properties/bytesBase64/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data6.eclevel !== undefined){
let data8 = data6.eclevel;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err33 = {instancePath:instancePath+"/pdf417/eclevel",schemaPath:"./mail-attachment-pdf417.schema.json/properties/eclevel/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 8 || isNaN(data8)){
const err34 = {instancePath:instancePath+"/pdf417/eclevel",schemaPath:"./mail-attachment-pdf417.schema.json/properties/eclevel/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err35 = {instancePath:instancePath+"/pdf417/eclevel",schemaPath:"./mail-attachment-pdf417.schema.json/properties/eclevel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data6.columns !== undefined){
let data9 = data6.columns;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err36 = {instancePath:instancePath+"/pdf417/columns",schemaPath:"./mail-attachment-pdf417.schema.json/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 30 || isNaN(data9)){
const err37 = {instancePath:instancePath+"/pdf417/columns",schemaPath:"./mail-attachment-pdf417.schema.json/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err38 = {instancePath:instancePath+"/pdf417/columns",schemaPath:"./mail-attachment-pdf417.schema.json/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data6.scale !== undefined){
let data10 = data6.scale;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err39 = {instancePath:instancePath+"/pdf417/scale",schemaPath:"./mail-attachment-pdf417.schema.json/properties/scale/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 8 || isNaN(data10)){
const err40 = {instancePath:instancePath+"/pdf417/scale",schemaPath:"./mail-attachment-pdf417.schema.json/properties/scale/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err41 = {instancePath:instancePath+"/pdf417/scale",schemaPath:"./mail-attachment-pdf417.schema.json/properties/scale/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
else {
const err42 = {instancePath:instancePath+"/pdf417",schemaPath:"./mail-attachment-pdf417.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.cid !== undefined){
let data11 = data.cid;
if(typeof data11 === "string"){
if(func0(data11) > 200){
const err43 = {instancePath:instancePath+"/cid",schemaPath:"#/$defs/cid/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func0(data11) < 1){
const err44 = {instancePath:instancePath+"/cid",schemaPath:"#/$defs/cid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/cid",schemaPath:"#/$defs/cid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid0){
const err47 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate0.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate0.evaluated = {"dynamicProps":true,"dynamicItems":false};

